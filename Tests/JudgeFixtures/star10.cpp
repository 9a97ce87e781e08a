// Baekjoon 2447 in C++, correct: a blank where some pair of base-3 digits of (row, column) is (1, 1).
#include <iostream>
#include <string>

int main() {
    int n;
    std::cin >> n;
    std::string out;
    out.reserve(static_cast<size_t>(n) * (n + 1));
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            bool blank = false;
            for (int a = i, b = j; a > 0 || b > 0; a /= 3, b /= 3)
                if (a % 3 == 1 && b % 3 == 1) blank = true;
            out += blank ? ' ' : '*';
        }
        out += '\n';
    }
    std::cout << out;
}
