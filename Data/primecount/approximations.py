"""Reference values for PrimeApproximation's tests: li(x), R(x) by mpmath at 40 digits for the
Doubles x listed, and the inverses: the x with li(x) = y and with R(x) = y by mpmath.findroot.

usage: python3 Data/primecount/approximations.py > Data/primecount/approximations.tsv
"""
from mpmath import mp, mpf, li, riemannr, findroot, log, nstr

mp.dps = 40
XS = ["2", "2.5", "3", "10", "100", "1000", "12345.678", "1e5", "1e6", "1e7", "1e8", "1e9", "1e10",
      "1e12", "1e14", "1e15", "1e16", "1e17", "1e18", "1e19", "1e20", "1e22", "1e25", "1e30", "1e35",
      "1.7e38", "18446744073709551616", "3.4e38"]
YS = ["3", "10", "100", "1e4", "1e6", "1e8", "1e10", "1e12", "1e15", "1e18", "1e20", "1e25", "1e30",
      "1e35"]

if __name__ == "__main__":
    import mpmath
    print(f"# kind argument value  (mpmath {mpmath.__version__}, 40 digits; li and R of x, inverses of y)")
    for xs in XS:
        x = mpf(float(xs))
        print("li", xs, nstr(li(x), 30))
        print("R", xs, nstr(riemannr(x), 30))
    for ys in YS:
        y = mpf(float(ys))
        start = y * log(y) + 2
        print("inverse-li", ys, nstr(findroot(lambda t: li(t) - y, start), 30))
        print("inverse-R", ys, nstr(findroot(lambda t: riemannr(t) - y, start), 30))
