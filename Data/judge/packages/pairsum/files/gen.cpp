// Generator (testlib): gen N MODE SEED.
// MODE 1: random values, t the sum of two of them (a pair exists).
// MODE 2: distinct odd values in [1, 10N], t = 2 * one of them, checked to have no pair (the
//         answer is -1; a solution that pairs an index with itself prints it).
// MODE 3: N values that are all 0 but two, far apart: the pair is the last index and the first.
#include "testlib.h"

#include <cstdio>
#include <set>
#include <vector>

int main(int argc, char *argv[]) {
    registerGen(argc, argv, 1);
    int n = atoi(argv[1]);
    int mode = atoi(argv[2]);
    std::vector<long long> a(n);
    long long t = 0;
    if (mode == 1) {
        for (auto &x : a) x = rnd.next(-1000000000LL, 1000000000LL);
        int i = rnd.next(0, n - 1), j = rnd.next(0, n - 2);
        if (j >= i) j++;
        t = a[i] + a[j];
    } else if (mode == 2) {
        while (true) {
            std::set<long long> values;
            while ((int)values.size() < n) values.insert(2 * rnd.next(0LL, 5LL * n) + 1);
            a.assign(values.begin(), values.end());
            shuffle(a.begin(), a.end());
            t = 2 * a[rnd.next(0, n - 1)];
            bool pair = false;
            for (long long x : a) pair = pair || (x != t - x && values.count(t - x));
            if (!pair) break;
        }
    } else {
        a.assign(n, 0);
        a[0] = 999999999;
        a[n - 1] = 1;
        t = 1000000000;
    }
    printf("%d %lld\n", n, t);
    for (int i = 0; i < n; i++) printf("%lld%c", a[i], i + 1 == n ? '\n' : ' ');
}
