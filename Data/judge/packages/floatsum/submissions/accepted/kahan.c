// Neumaier's compensated summation in long double: well within 1e-6 of the exact sum here.
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long double sum = 0, compensation = 0;
    for (int i = 0; i < n; i++) {
        double x;
        if (scanf("%lf", &x) != 1) return 1;
        long double t = sum + x;
        compensation += (sum >= x || sum <= -x) ? (sum - t) + x : (x - t) + sum;
        sum = t;
    }
    printf("%.9Lf\n", sum + compensation);
    return 0;
}
