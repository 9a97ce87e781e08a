// Sums in a 64-bit integer: right in group 1 (|sum| <= 10^10), wrapped in group 2 (sums up to
// 10^21): 30 of 100 points.
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    unsigned long long sum = 0;  // unsigned: wrapping is defined, the printed value is still wrong
    for (int i = 0; i < n; i++) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        sum += (unsigned long long)x;
    }
    printf("%lld\n", (long long)sum);
    return 0;
}
