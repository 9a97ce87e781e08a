// Breadth-first search with a parent array, one search per case.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    std::vector<int> parent(10000), queue(10000);
    std::vector<char> how(10000);
    while (t--) {
        int a, b;
        if (std::scanf("%d %d", &a, &b) != 2) return 1;
        std::fill(parent.begin(), parent.end(), -1);
        parent[a] = a;
        int head = 0, tail = 0;
        queue[tail++] = a;
        while (head < tail && parent[b] < 0) {
            int n = queue[head++];
            int next[4] = {n * 2 % 10000, (n + 9999) % 10000, n % 1000 * 10 + n / 1000, n % 10 * 1000 + n / 10};
            for (int k = 0; k < 4; k++)
                if (parent[next[k]] < 0) {
                    parent[next[k]] = n;
                    how[next[k]] = "DSLR"[k];
                    queue[tail++] = next[k];
                }
        }
        std::string path;
        for (int n = b; n != a; n = parent[n]) path += how[n];
        std::reverse(path.begin(), path.end());
        std::printf("%s\n", path.c_str());
    }
}
