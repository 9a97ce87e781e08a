#!/usr/bin/env python3
"""Writes Data/complex/references.tsv: z^w on branch k to 60 significant digits, computed with
mpmath (an independent arbitrary-precision library) at 80 digits as exp(w * (log z + 2*pi*i*k)).

Columns: base, exponent (as `algo power` literals), k, then the real and imaginary parts for the
literals' exact decimal values (what --digits computes), then the same for the literals rounded to
the nearest Doubles (what the Double path computes; fractions p/q stay exact there).
"""
import mpmath

mpmath.mp.dps = 80

CASES = [
    ("i", "i", range(-2, 3)),
    ("-1", "1/3", range(0, 3)),
    ("1+i", "1+i", [0]),
    ("2", "i", [0]),
    ("-8", "1/3", range(0, 3)),
    ("-8", "2/6", range(0, 3)),
    ("1+2i", "0.123456789+1e-7i", [-1000000, -12345, 999999, 1000000]),
    ("-3-0.5i", "0.25-3e-8i", [-1000000, 1000000]),
    ("0.5", "-2.5", [0, 1]),
    ("3", "0.1", [0, 7]),
    ("1e100", "0.5i", [0]),
    ("-1e-100+1e-100i", "2", [0]),
]


def literal(text):
    if text == "i":
        return mpmath.mpc(0, 1)
    if "/" in text:
        p, q = text.split("/")
        return mpmath.mpf(int(p)) / int(q)
    if text.endswith("i"):
        body = text[:-1]
        split = max(body.rfind("+", 1), body.rfind("-", 1))
        while split > 0 and body[split - 1] in "eE":
            split = max(body.rfind("+", 1, split), body.rfind("-", 1, split))
        real, imag = (body[:split], body[split:]) if split > 0 else ("0", body)
        imag = {"": "1", "+": "1", "-": "-1"}.get(imag, imag)
        return mpmath.mpc(mpmath.mpf(real), mpmath.mpf(imag))
    return mpmath.mpf(text)


def as_doubles(value, keep_exact):
    if keep_exact:
        return value
    return mpmath.mpc(float(value.real), float(value.imag))


def parts(value):
    re = mpmath.nstr(value.real, 60, min_fixed=1, max_fixed=0)
    im = mpmath.nstr(value.imag, 60, min_fixed=1, max_fixed=0)
    # Exact zeros come out as tiny residues at 80 digits: print them as 0.
    scale = abs(value)
    if abs(value.imag) < scale * mpmath.mpf(10) ** -70:
        im = "0"
    if abs(value.real) < scale * mpmath.mpf(10) ** -70:
        re = "0"
    return re, im


def power(z, w, k):
    return mpmath.exp(w * (mpmath.log(z) + 2 * mpmath.pi * 1j * k))


def main():
    with open("Data/complex/references.tsv", "w") as out:
        out.write("# base\texponent\tk\treal\timaginary\treal(doubles)\timaginary(doubles)"
                  "  (mpmath " + mpmath.__version__ + ", 60 digits)\n")
        for base, exponent, branches in CASES:
            z, w = mpmath.mpc(literal(base)), mpmath.mpc(literal(exponent))
            # Real exponents are exact rationals p/q on the Double path too (algo power reads 0.1 as 1/10).
            zd, wd = as_doubles(z, False), as_doubles(w, "i" not in exponent)
            for k in branches:
                re, im = parts(power(z, w, k))
                red, imd = parts(power(zd, wd, k))
                out.write(f"{base}\t{exponent}\t{k}\t{re}\t{im}\t{red}\t{imd}\n")


if __name__ == "__main__":
    main()
