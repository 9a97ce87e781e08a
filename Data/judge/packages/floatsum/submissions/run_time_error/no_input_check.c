// Keeps the numbers in a fixed array of 1000 and aborts when n is larger: a runtime error on the
// second secret test (9000 numbers).
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    double values[1000];
    int n;
    if (scanf("%d", &n) != 1) return 1;
    if (n > 1000) abort();
    double sum = 0;
    for (int i = 0; i < n; i++) {
        if (scanf("%lf", &values[i]) != 1) return 1;
        sum += values[i];
    }
    printf("%.9f\n", sum);
    return 0;
}
