// Binary search over 1..10^9: at most 30 guesses.
#include <iostream>
#include <string>

int main() {
    long long low = 1, high = 1000000000;
    std::string reply;
    while (true) {
        long long guess = (low + high) / 2;
        std::cout << guess << std::endl;  // endl flushes: the validator is waiting
        if (!(std::cin >> reply) || reply == "correct") return 0;
        if (reply == "lower") high = guess - 1; else low = guess + 1;
    }
}
