// Validator (testlib): n (2..200000) and t (|t| <= 2e9), then n integers |a_i| <= 1e9.
#include "testlib.h"

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    int n = inf.readInt(2, 200000, "n");
    inf.readSpace();
    inf.readLong(-2000000000LL, 2000000000LL, "t");
    inf.readEoln();
    inf.readLongs(n, -1000000000LL, 1000000000LL, "a");
    inf.readEoln();
    inf.readEof();
}
