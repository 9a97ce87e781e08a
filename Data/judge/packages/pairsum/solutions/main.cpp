// Main: one pass with a hash map from value to its first index: O(n).
#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    std::unordered_map<long long, int> seen;
    seen.reserve(2 * n);
    int bi = -1, bj = -1;
    for (int j = 1; j <= n; j++) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        if (bi < 0) {
            auto it = seen.find(t - x);
            if (it != seen.end()) bi = it->second, bj = j;
        }
        seen.emplace(x, j);
    }
    if (bi < 0) printf("-1\n"); else printf("%d %d\n", bi, bj);
}
