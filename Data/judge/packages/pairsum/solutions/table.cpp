// A direct-address table over every value from -2e9 to 2e9 in 32-bit ints would be 16 GB; this
// one keeps 2^27 of them (512 MiB) and touches them all: over the 256 MiB limit on every test.
#include <cstdio>
#include <vector>

int main() {
    std::vector<int> table(1 << 27, -1);
    long long touched = 0;
    for (size_t i = 0; i < table.size(); i += 1024) touched += table[i];
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    printf("%lld\n", touched < 0 ? -1LL : 0LL);
}
