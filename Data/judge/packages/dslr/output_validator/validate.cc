// Output validator for DSLR (Kattis format: validate input answer feedback_dir < team_output;
// exit 42 accepted, 43 wrong answer). A case is right when its command string turns A into B and
// is as short as the answer file's (any shortest sequence is right: Baekjoon 9019 judges so).
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

static FILE *message = nullptr;

[[noreturn]] static void verdict(int status, const std::string &why) {
    if (message) std::fprintf(message, "%s\n", why.c_str());
    std::exit(status);
}

static int apply(int n, char letter) {
    switch (letter) {
    case 'D': return n * 2 % 10000;
    case 'S': return (n + 9999) % 10000;
    case 'L': return n % 1000 * 10 + n / 1000;
    case 'R': return n % 10 * 1000 + n / 10;
    }
    return -1;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir < team_output\n", argv[0]);
        return 1;
    }
    message = std::fopen((std::string(argv[3]) + "/judgemessage.txt").c_str(), "w");
    std::ifstream input(argv[1]), answer(argv[2]);
    int cases;
    if (!(input >> cases)) {
        std::fprintf(stderr, "cannot read the input's count\n");
        return 1;
    }
    for (int k = 1; k <= cases; k++) {
        int a, b;
        std::string best, got;
        if (!(input >> a >> b) || !(answer >> best)) {
            std::fprintf(stderr, "the input or answer ends before case %d\n", k);
            return 1;
        }
        if (!(std::cin >> got)) verdict(43, "case " + std::to_string(k) + ": no output");
        int n = a;
        for (char letter : got) {
            n = apply(n, letter);
            if (n < 0) verdict(43, "case " + std::to_string(k) + ": " + got + " has a letter other than D, S, L, R");
        }
        if (n != b)
            verdict(43, "case " + std::to_string(k) + ": " + got + " turns " + std::to_string(a) + " into "
                            + std::to_string(n) + ", not " + std::to_string(b));
        if (got.size() != best.size())
            verdict(43, "case " + std::to_string(k) + ": " + std::to_string(got.size()) + " commands; the shortest has "
                            + std::to_string(best.size()));
    }
    std::string extra;
    if (std::cin >> extra) verdict(43, "output after the last case: " + extra.substr(0, 40));
    verdict(42, "all " + std::to_string(cases) + " cases shortest");
}
