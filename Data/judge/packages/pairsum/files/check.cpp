// Checker (testlib): any pair i < j with a_i + a_j = t is right; -1 only when the jury's answer
// is -1 too. A pair the jury missed is the jury's failure (_fail), not the participant's.
#include "testlib.h"

#include <vector>

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int n = inf.readInt();
    long long t = inf.readLong();
    std::vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) a[i] = inf.readLong();
    int jury = ans.readInt(-1, n, "the jury's i");
    int i = ouf.readInt(-1, n, "i");
    if (i == -1) {
        if (jury != -1) quitf(_wa, "printed -1, but a pair exists");
        quitf(_ok, "no pair, rightly");
    }
    if (i == 0) quitf(_wa, "i = 0: indices start at 1");
    int j = ouf.readInt(1, n, "j");
    if (i >= j) quitf(_wa, "expected i < j, got %d and %d", i, j);
    if (a[i] + a[j] != t) quitf(_wa, "a[%d] + a[%d] = %lld, not %lld", i, j, a[i] + a[j], t);
    if (jury == -1) quitf(_fail, "the participant found %d %d, the jury none", i, j);
    quitf(_ok, "a[%d] + a[%d] = %lld", i, j, t);
}
