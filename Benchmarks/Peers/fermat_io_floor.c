/* The C stdio floor for `algo fermat`: read six numbers per line with strtod, write three numbers
 * per line with printf("%.17g"), and compute nothing but the centroid. A solver that parses and
 * prints as fast as this spends all its remaining time on geometry.
 * Build: gcc -O2 -o fermat_io_floor fermat_io_floor.c */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char line[4096];
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    while (fgets(line, sizeof line, stdin)) {
        char *p = line, *end;
        double v[6];
        int n = 0;
        while (n < 6) {
            v[n] = strtod(p, &end);
            if (end == p) break;
            p = end;
            n++;
        }
        if (n == 0) continue;
        if (n != 6) return 2;
        double x = (v[0] + v[2] + v[4]) / 3, y = (v[1] + v[3] + v[5]) / 3;
        printf("%.17g %.17g %.17g\n", x, y, x + y);
    }
    return 0;
}
