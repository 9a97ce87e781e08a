/* The cycloid through B = (X, -Y) for n random B: the peer for the suite's `brachistochrone.cycloid`
 * kernel, the same algorithm in C (Sources/Brachistochrone/Cycloid.swift): safeguarded Newton on the
 * half angle phi for X/Y <= pi/2 and on u = pi - phi beyond, theta - sin theta by its Taylor series
 * below 1. B's are X = 10 (a + 1) 2^-53, Y = 10 b 2^-53 with a, b = next >> 11 of SplitMix64(1696)
 * (1696: Johann Bernoulli's challenge). The checksum is the sum of the descent times (g = 9.80665),
 * rounded to an integer.
 */
#include <math.h>
#include <stdint.h>

#include "peer_timing.h"

static double theta_minus_sin(double t) {
    if (fabs(t) >= 1) return t - sin(t);
    double t2 = t * t, sum = 1.0 / 121645100408832000.0;
    sum = 1.0 / 355687428096000.0 - t2 * sum;
    sum = 1.0 / 1307674368000.0 - t2 * sum;
    sum = 1.0 / 6227020800.0 - t2 * sum;
    sum = 1.0 / 39916800.0 - t2 * sum;
    sum = 1.0 / 362880.0 - t2 * sum;
    sum = 1.0 / 5040.0 - t2 * sum;
    sum = 1.0 / 120.0 - t2 * sum;
    sum = 1.0 / 6.0 - t2 * sum;
    return t * t2 * sum;
}

/* The root in [low, high] of the increasing function given by `upper` (0: the phi equation, 1: u). */
static double solve(int upper, double a, double b, double low, double high, double point) {
    for (int i = 0; i < 100; i++) {
        double s = sin(point), c = cos(point), value, slope;
        if (upper) {
            value = a * s * s - b * (M_PI - point + s * c);
            slope = 2 * s * (b * s + a * c);
        } else {
            value = b * 0.5 * theta_minus_sin(2 * point) - a * s * s;
            slope = 2 * s * (b * s - a * c);
        }
        if (value == 0) return point;
        if (value < 0) low = point; else high = point;
        double next_point = point - value / slope;
        if (!(next_point > low && next_point < high)) next_point = 0.5 * (low + high);
        double step = fabs(next_point - point);
        point = next_point;
        if (step <= 2 * 0x1p-52 * point || high - low <= 2 * 0x1p-52 * high) return point;
    }
    return point;
}

static double descent_time(double x, double y, double g) {
    double scale = x > y ? x : y, a = x / scale, b = y / scale, theta, radius;
    if (2 * a <= M_PI * b) {
        double start = 1.5 * a / b < M_PI / 2 ? 1.5 * a / b : M_PI / 2;
        double phi = solve(0, a, b, 0, M_PI / 2, start);
        theta = 2 * phi;
        radius = x / theta_minus_sin(2 * phi);
    } else {
        double start = sqrt(M_PI * b / a) < 1.5 ? sqrt(M_PI * b / a) : 1.5;
        double u = b == 0 ? 0 : solve(1, a, b, 0, M_PI / 2, start);
        theta = 2 * (M_PI - u);
        radius = x / (2 * (M_PI - u + sin(u) * cos(u)));
    }
    return theta * sqrt(radius / g);
}

static double *xs, *ys;

static unsigned long long kernel(long long n) {
    double sum = 0;
    for (long long i = 0; i < n; i++) sum += descent_time(xs[i], ys[i], 9.80665);
    return (unsigned long long)llround(sum);
}

int main(int argc, char **argv) {
    long long n = argc > 2 ? atoll(argv[2]) : 0;
    if (n > 0) {
        xs = malloc(sizeof(double) * (size_t)n);
        ys = malloc(sizeof(double) * (size_t)n);
        peer_random_state = 1696;
        for (long long i = 0; i < n; i++) {
            xs[i] = 10 * (double)((peer_random() >> 11) + 1) * 0x1p-53;
            ys[i] = 10 * (double)(peer_random() >> 11) * 0x1p-53;
        }
    }
    return peer_main(argc, argv, "brachistochrone.cycloid", kernel);
}
