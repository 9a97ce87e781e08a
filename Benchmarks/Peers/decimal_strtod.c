/* Decimal text to double by strtod: the peer for the suite's `io.decimal-parse` kernel. The text is
 * n doubles uniform in [-1024, 1024) (x = ((next >> 11) - 2^52) 2^-42 from SplitMix64(2015), exact in
 * every step, so no compiler contraction can change it) written with "%.17g" and separated by spaces; the suite writes the same doubles
 * as their shortest text (Double.description), which reads back to the same values. The checksum
 * is the wrapping sum of the parsed values' bit patterns, so it agrees only if every value does.
 */
#include <stdint.h>
#include <string.h>

#include "peer_timing.h"

static char *text;

static unsigned long long kernel(long long n) {
    uint64_t sum = 0;
    char *p = text, *end;
    for (long long i = 0; i < n; i++) {
        double value = strtod(p, &end);
        uint64_t bits;
        memcpy(&bits, &value, sizeof bits);
        sum += bits;
        p = end;
    }
    return (unsigned long long)sum;
}

int main(int argc, char **argv) {
    long long n = argc > 2 ? atoll(argv[2]) : 0;
    if (n > 0) {
        text = malloc((size_t)n * 26 + 1);
        char *p = text;
        peer_random_state = 2015;
        for (long long i = 0; i < n; i++) {
            double x = ((double)(peer_random() >> 11) - 0x1p52) * 0x1p-42;
            p += sprintf(p, "%.17g ", x);
        }
    }
    return peer_main(argc, argv, "io.decimal-parse", kernel);
}
