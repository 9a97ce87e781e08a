/* How fast can z^w go at 10^4 digits with the best library Debian has? Arb 2.23 (FLINT's ball
 * arithmetic), against MPFR on the one exponential that i^i needs. Not a harness peer: it answers
 * whether the 10x-mpmath target of issue #7 is reachable by switching libraries (Guides/ComplexPower.md).
 *
 * apt-get install -y libflint-arb-dev
 * gcc -O2 Benchmarks/Experiments/arb_pow.c -o /tmp/arb_pow -lflint-arb -lflint -lmpfr -lgmp && /tmp/arb_pow
 * python3 -c "import mpmath,timeit; mpmath.mp.dps=10010; z=mpmath.mpc(1,2); w=mpmath.mpc(0.3,0.7);
 *   print(min(timeit.repeat(lambda: mpmath.power(mpmath.mpc(0,1), mpmath.mpc(0,1)), number=1, repeat=5)),
 *         min(timeit.repeat(lambda: mpmath.power(z, w), number=1, repeat=5)))"
 */
#include <acb.h>
#include <arb.h>
#include <mpfr.h>
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
    const slong prec = 33300 + 30; /* 10^4 digits = 33,220 bits, plus guard bits */
    acb_t z, w, r;
    arb_t x, y;
    mpfr_t a, b;
    acb_init(z), acb_init(w), acb_init(r), arb_init(x), arb_init(y);
    mpfr_init2(a, prec), mpfr_init2(b, prec);
    for (int round = 0; round < 5; round++) { /* the first round fills Arb's and MPFR's caches */
        double t0 = now();
        acb_onei(z), acb_onei(w);
        acb_pow(r, z, w, prec);
        double t1 = now();
        acb_set_d_d(z, 1.0, 2.0), acb_set_d_d(w, 0.3, 0.7);
        acb_pow(r, z, w, prec);
        double t2 = now();
        arb_const_pi(x, prec), arb_mul_2exp_si(x, x, -1), arb_neg(x, x), arb_exp(y, x, prec);
        double t3 = now();
        mpfr_const_pi(a, MPFR_RNDN), mpfr_div_2ui(a, a, 1, MPFR_RNDN), mpfr_neg(a, a, MPFR_RNDN);
        mpfr_exp(b, a, MPFR_RNDN);
        double t4 = now();
        printf("acb_pow(i, i) %.3f ms   acb_pow(1+2i, 0.3+0.7i) %.3f ms   arb_exp(-pi/2) %.3f ms   "
               "mpfr_exp(-pi/2) %.3f ms\n",
               (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t3 - t2) * 1e3, (t4 - t3) * 1e3);
    }
    return 0;
}
