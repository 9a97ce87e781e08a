/* GMP called directly from C: the peer that BigInt's operators are measured against.
 * Operands: a = 7...7 (10^4 digits), b = 3...31 (10^4 digits); the Swift kernels build the same.
 *   bignum.add10k N   N additions a + b
 *   bignum.mul10k N   N multiplications a * b
 *   bignum.div10k N   N divisions (a * a) / b, truncated
 *   bignum.factorial N   N!
 * The checksum sums the low 64 bits of every result, plus the bit length of the last one.
 * Build: gcc -O2 gmp_ops.c -lgmp
 * usage: gmp_ops KERNEL N MIN MAX BUDGET WARMUPS   (see peer_timing.h)
 */
#include <gmp.h>
#include <string.h>
#include "peer_timing.h"

static mpz_t a, b, aa, r;
static const char *kernel_name;

static unsigned long long low64(const mpz_t z) { return (unsigned long long)mpz_getlimbn(z, 0); }

static unsigned long long run(long long n) {
    unsigned long long sum = 0;
    if (strcmp(kernel_name, "bignum.factorial") == 0) {
        mpz_fac_ui(r, (unsigned long)n);
        return low64(r) + mpz_sizeinbase(r, 2);
    }
    for (long long i = 0; i < n; i++) {
        if (strcmp(kernel_name, "bignum.add10k") == 0) mpz_add(r, a, b);
        else if (strcmp(kernel_name, "bignum.mul10k") == 0) mpz_mul(r, a, b);
        else mpz_tdiv_q(r, aa, b);
        sum += low64(r);
    }
    return sum + mpz_sizeinbase(r, 2);
}

int main(int argc, char **argv) {
    if (argc < 2 || (strcmp(argv[1], "bignum.add10k") && strcmp(argv[1], "bignum.mul10k") &&
                     strcmp(argv[1], "bignum.div10k") && strcmp(argv[1], "bignum.factorial"))) {
        fprintf(stderr, "gmp_ops: unknown kernel\n");
        return 2;
    }
    kernel_name = argv[1];
    char *digits = malloc(10001);
    memset(digits, '7', 10000);
    digits[10000] = 0;
    mpz_init_set_str(a, digits, 10);
    memset(digits, '3', 10000);
    digits[9999] = '1';
    mpz_init_set_str(b, digits, 10);
    free(digits);
    mpz_init(aa);
    mpz_mul(aa, a, a);
    mpz_init(r);
    return peer_main(argc, argv, kernel_name, run);
}
