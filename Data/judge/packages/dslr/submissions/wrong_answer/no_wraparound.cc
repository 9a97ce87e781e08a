// Forgets that S wraps 0 to 9999 (it gives -1, never reached): wrong on cases through 0.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int a, b;
        if (std::scanf("%d %d", &a, &b) != 2) return 1;
        std::vector<int> parent(10000, -1), queue;
        std::vector<char> how(10000);
        parent[a] = a;
        queue.push_back(a);
        for (size_t head = 0; head < queue.size() && parent[b] < 0; head++) {
            int n = queue[head];
            int next[4] = {n * 2 % 10000, n - 1, n % 1000 * 10 + n / 1000, n % 10 * 1000 + n / 10};
            for (int k = 0; k < 4; k++)
                if (next[k] >= 0 && parent[next[k]] < 0) {
                    parent[next[k]] = n;
                    how[next[k]] = "DSLR"[k];
                    queue.push_back(next[k]);
                }
        }
        std::string path;
        for (int n = b; n != a && parent[n] >= 0; n = parent[n]) path += how[n];
        std::reverse(path.begin(), path.end());
        std::printf("%s\n", path.c_str());
    }
}
