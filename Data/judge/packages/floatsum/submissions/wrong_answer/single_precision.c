// Sums in float (24-bit mantissa): off by far more than 1e-6 when large values cancel.
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    float sum = 0;
    for (int i = 0; i < n; i++) {
        float x;
        if (scanf("%f", &x) != 1) return 1;
        sum += x;
    }
    printf("%.6f\n", sum);
    return 0;
}
