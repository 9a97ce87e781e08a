#!/usr/bin/env bash
# Smoke tests of the real `algo` binary: exit statuses, stderr lines, and random bytes on stdin.
# usage: Tests/cli-smoke.sh PATH/TO/algo
set -u
algo=${1:?usage: cli-smoke.sh PATH/TO/algo}
passed=0
failed=0
check() {  # check NAME EXPECTED_STATUS ACTUAL_STATUS [condition-result]
    if [ "$2" = "$3" ] && [ "${4:-0}" = 0 ]; then passed=$((passed + 1)); else
        failed=$((failed + 1)); echo "FAIL: $1 (status $3, wanted $2)"; fi
}
out=$(printf '3\n1234 3412\n1000 1\n1 16\n' | "$algo" dslr); check "sample" 0 $?
[ "$(echo "$out" | awk '{print length}' | tr '\n' ' ')" = "2 1 4 " ]; check "sample lengths" 0 $?
err=$(printf '3\n1234 3412\n1000 1\n12a4 16\n' | "$algo" dslr 2>&1 >/dev/null); check "bad line" 2 $?
[ "$err" = 'algo dslr: line 4: expected an integer in 0...9999, got "12a4"' ]; check "bad line message" 0 $?
"$algo" dslr --nope </dev/null 2>/dev/null; check "unknown option" 2 $?
"$algo" nope 2>/dev/null; check "unknown command" 2 $?
"$algo" --version >/dev/null; check "version" 0 $?
"$algo" dslr </dev/null 2>/dev/null; check "empty stdin" 2 $?
head -c 10000000 /dev/zero | tr '\0' '7' | "$algo" dslr >/dev/null 2>&1; check "10 MB token" 2 $?
for command in dslr archery fermat median isprime factor brachistochrone star10 star11 star18 star19; do
    for seed in $(seq 1 20); do
        head -c $((seed * 97)) /dev/urandom > /tmp/algo-smoke.bin
        "$algo" $command < /tmp/algo-smoke.bin >/dev/null 2>/tmp/algo-smoke.err
        status=$?
        lines=$(wc -l < /tmp/algo-smoke.err)
        # factor, as GNU factor, reports each bad word on a line of its own, goes on, and exits 1
        # with a last line that counts them.
        words=$(grep -c "^algo factor: line [0-9]*: " /tmp/algo-smoke.err)
        if { [ $status = 2 ] && [ "$lines" = 1 ]; } || { [ $status = 0 ] && [ "$lines" = 0 ]; } \
            || { [ $command = factor ] && [ $status = 1 ] && [ "$words" = $((lines - 1)) ] && [ "$lines" -ge 2 ]; }; then
            passed=$((passed + 1)); else
            failed=$((failed + 1)); echo "FAIL: $command, random bytes (seed $seed): status $status, $lines stderr lines"
            cp /tmp/algo-smoke.bin /tmp/algo-smoke-failed-$command-$seed.bin; fi
    done
done
# Numbers that look right but are not: each must be a one-line input error.
for bad in "1 2 3 4 5 1e999" "0 0 1 0 1 nan" "1e309 0 1 0 1 1"; do
    echo "$bad" | "$algo" fermat >/dev/null 2>/tmp/algo-smoke.err; check "fermat: $bad" 2 $?
done
printf '5 1e9999 0\n' | "$algo" archery >/dev/null 2>&1; check "archery: 1e9999" 2 $?
"$algo" sieve count 2^64 >/dev/null 2>&1; check "sieve: 2^64" 2 $?
# Progress on a terminal (script(1) gives the command one): a list going to a file shows it on
# stderr, a list going to the terminal does not, since the bar would cut into it. π(10^8) = 5761455.
bar=$(script -qec "'$algo' sieve list 0 1e8 > /tmp/algo-smoke.list" /dev/null | tr '\r' '\n' | grep -c "^algo sieve list [0-9]*%")
[ "$bar" -gt 10 ] && [ "$(wc -l < /tmp/algo-smoke.list)" = 5761455 ]; check "sieve list: progress to a file" 0 $?
[ "$(script -qec "'$algo' sieve list 0 1e7" /dev/null | grep -c "algo sieve")" = 0 ]; check "sieve list: no bar on its output" 0 $?
bar=$(script -qec "'$algo' sieve count 1e10 --tuples 2" /dev/null | tr '\r' '\n' | grep -c "^algo sieve [0-9]*%")
[ "$bar" -gt 1 ]; check "sieve count --tuples: progress" 0 $?
# algo pi and algo nthprime: values against OEIS A006880 / A006988, and one-line errors.
[ "$("$algo" pi 1e12 --threads 2)" = 37607912018 ]; check "pi: 1e12" 0 $?
[ "$("$algo" pi 10^9 --method meissel)" = 50847534 ]; check "pi: --method meissel" 0 $?
# The issue's own spelling, blanks and all: pi(2^40 + 1) = pi(2^40) = 41203088796 (OEIS A007053).
[ "$("$algo" pi "2^40 + 1")" = 41203088796 ]; check "pi: \"2^40 + 1\" with blanks" 0 $?
[ "$("$algo" pi 10^13 --method deleglise-rivat)" = 346065536839 ]; check "pi: --method deleglise-rivat" 0 $?
[ "$("$algo" nthprime 1e9)" = 22801763489 ]; check "nthprime: 1e9" 0 $?
[ "$("$algo" pi 1e18 --approx | head -1 | cut -c1-8)" = "Li 2.473" ]; check "pi: --approx" 0 $?
# mpmath: li(0) - li(2) = -1.04516378011749278…, whose nearest Double prints -1.045163780117493;
# riemannr(0) = 0; li(2) - li(2) = 0 (these printed nan, nan and -2.2e-16).
[ "$("$algo" pi 0 --approx | tr '\n' ' ')" = "Li -1.045163780117493 R 0.0 " ]; check "pi: --approx at 0" 0 $?
[ "$("$algo" pi 2 --approx | head -1)" = "Li 0.0" ]; check "pi: --approx, Li(2) = 0" 0 $?
for bad in "2^127" "-5" "abc" "2^64 --method sieve" "1e12 --threads 0" "2^90 --method gourdon"; do
    "$algo" pi $bad >/dev/null 2>/tmp/algo-smoke.err; status=$?
    [ "$(wc -l < /tmp/algo-smoke.err)" = 1 ]; check "pi: $bad" 2 $status $?
done
# Usage errors add the usage line, as every command's do.
for bad in "1e12 --method gourd" "1 --x"; do
    "$algo" pi $bad >/dev/null 2>/tmp/algo-smoke.err; status=$?
    head -1 /tmp/algo-smoke.err | grep -q "^algo pi: "; check "pi: $bad" 2 $status $?
done
for bad in 0 1e22+1 x -1; do
    "$algo" nthprime $bad >/dev/null 2>/tmp/algo-smoke.err; status=$?
    [ "$(wc -l < /tmp/algo-smoke.err)" = 1 ]; check "nthprime: $bad" 2 $status $?
done
"$algo" nthprime -1 2>&1 >/dev/null | grep -q "expected 1\.\.\.10^22"; check "nthprime: -1 names 1...10^22" 0 $?
# Values on stdin, one a line, as factor and isprime read them (OEIS A006880).
[ "$(echo 1e9 | "$algo" pi)" = 50847534 ]; check "pi: X on stdin" 0 $?
[ "$("$algo" pi 1 2 | tr '\n' ' ')" = "0 1 " ]; check "pi: two values, two lines" 0 $?
"$algo" sieve count 1e6 --threads 0 >/dev/null 2>&1; check "sieve: --threads 0" 2 $?
# algo factor: GNU factor's format (F5, F6 and F7 from the literature), stdin, and one-line errors
# that keep the answers before them.
[ "$("$algo" factor 2^32+1 2^64+1)" = "4294967297: 641 6700417
18446744073709551617: 274177 67280421310721" ]; check "factor: F5 F6" 0 $?
[ "$("$algo" factor 2^128+1 --threads 2)" = "340282366920938463463374607431768211457: 59649589127497217 5704689200685129054721" ]
check "factor: F7" 0 $?
[ "$("$algo" factor 2^128+1 --method siqs)" = "340282366920938463463374607431768211457: 59649589127497217 5704689200685129054721" ]
check "factor: F7 by the quadratic sieve" 0 $?
[ "$("$algo" factor 2^128+1 --method siqs --large-primes double)" = "340282366920938463463374607431768211457: 59649589127497217 5704689200685129054721" ]
check "factor: F7 by the quadratic sieve with double large primes" 0 $?
"$algo" factor 2^128+1 --large-primes triple >/dev/null 2>/tmp/algo-smoke.err; status=$?
[ "$(head -1 /tmp/algo-smoke.err)" = 'algo factor: --large-primes must be single or double, got "triple"' ]
check "factor: --large-primes triple refused" 2 $status $?
"$algo" factor "100003*100019" --method siqs >/dev/null 2>/tmp/algo-smoke.err; status=$?
grep -q "siqs can take (a 34-bit cofactor is below its 2^40" /tmp/algo-smoke.err; check "factor: siqs below 2^40 refused" 1 $status $?
[ "$(printf '360\n0 1\n' | "$algo" factor --exponents)" = "360: 2^3 3^2 5
0:
1:" ]; check "factor: stdin, --exponents" 0 $?
if [ -x /usr/bin/factor ]; then
    seq 1000000000000 1000000000200 > /tmp/algo-smoke.in
    [ "$("$algo" factor < /tmp/algo-smoke.in)" = "$(/usr/bin/factor < /tmp/algo-smoke.in)" ]; check "factor: = GNU factor" 0 $?
fi
# A word that is no number: reported, the rest factored, exit 1 at the end, as GNU factor does.
out=$(printf '12\n15 -3\n20\n' | "$algo" factor 2>/tmp/algo-smoke.err); check "factor: negative on stdin" 1 $?
[ "$out" = "12: 2 2 3
15: 3 5
20: 2 2 5" ] && [ "$(head -1 /tmp/algo-smoke.err)" = 'algo factor: line 2: expected a non-negative integer (factor takes no negative numbers), got "-3"' ]
check "factor: answers kept, error names line and token, goes on" 0 $?
if [ -x /usr/bin/factor ]; then
    printf '12 abc
-3 15
' | /usr/bin/factor >/tmp/algo-smoke.gnu 2>/dev/null; gnu=$?
    printf '12 abc
-3 15
' | "$algo" factor 2>/dev/null | cmp -s - /tmp/algo-smoke.gnu; check "factor: bad words, stdout = GNU factor's" "$gnu" 1 $?
fi
for bad in "-5" "abc" "2^^3" "9^9^9^9" "(2" "1.5" "(2^61-1)*(2^89-1) --method trial" "abc 12"; do
    "$algo" factor $bad >/dev/null 2>/tmp/algo-smoke.err; status=$?
    [ "$(wc -l < /tmp/algo-smoke.err)" -le 2 ] && [ -s /tmp/algo-smoke.err ]; check "factor: $bad" 1 $status $?
done
for bad in "12 --method sieve" "12 --threads 0"; do
    "$algo" factor $bad >/dev/null 2>/tmp/algo-smoke.err; status=$?
    [ "$(wc -l < /tmp/algo-smoke.err)" -le 2 ] && [ -s /tmp/algo-smoke.err ]; check "factor: $bad" 2 $status $?
done
"$algo" factorial -1 >/dev/null 2>&1; check "factorial: -1" 2 $?
"$algo" mersenne 1e99 >/dev/null 2>&1; check "mersenne: 1e99" 2 $?
"$algo" power "1+" 2 >/dev/null 2>&1; check "power: bad literal" 2 $?
"$algo" power i i --branches 3...1 >/dev/null 2>&1; check "power: empty range" 2 $?
[ "$("$algo" power -8 1/3 --all | sed -n 2p)" = "1 -2.0 0.0" ]; check "power: the real cube root of -8 is exact" 0 $?
"$algo" sieve list 1 100 --method odd >/dev/null 2>&1; check "sieve list: --method is count's" 2 $?
[ "$("$algo" sieve count 1e6 --threads 1)" = 78498 ]; check "sieve: options after values" 0 $?
# A narrow window at the top, sieved to a bound and tested: the three primes in [2^64 − 100, 2^64 − 1]
# (the largest 64-bit prime is 2^64 − 59, OEIS A014234).
[ "$("$algo" sieve list 2^64-100 2^64-1 | tr '\n' ' ')" = "18446744073709551521 18446744073709551533 18446744073709551557 " ]
check "sieve list: a narrow window below 2^64" 0 $?
# Exact up to ψ13 (OEIS A014233): 2^64 + 13, the least prime above 2^64, is proven; ψ12, a strong
# pseudoprime to the first twelve prime bases, is composite; 2^89 − 1, past ψ13, is probable.
[ "$("$algo" isprime 18446744073709551629 318665857834031151167461 618970019642690137449562111 | tr '\n' ' ')" = "18446744073709551629 prime 318665857834031151167461 composite 618970019642690137449562111 probable-prime " ]
check "isprime: exact to psi13" 0 $?
"$algo" --generate-completion-script bash > /tmp/algo-smoke.bash; check "bash completion" 0 $?
bash -n /tmp/algo-smoke.bash; check "bash completion parses" 0 $?
# The script completes `algo sieve count --method <TAB>` with the methods.
words=$(bash -c 'source /tmp/algo-smoke.bash; COMP_WORDS=(algo sieve count --method ""); COMP_CWORD=4; _algo; echo "${COMPREPLY[*]}"')
[ "$words" = "wheel segmented odd classic" ]; check "bash completion: --method values" 0 $?
words=$(bash -c 'source /tmp/algo-smoke.bash; COMP_WORDS=(algo sieve ""); COMP_CWORD=2; _algo; echo "${COMPREPLY[*]}"')
[ "${words%% *}" = "count" ]; check "bash completion: sieve subcommands" 0 $?
rm -f /tmp/algo-smoke.bash
[ "$("$algo" mersenne 130 | tr '\n' ' ')" = "2 3 5 7 13 17 19 31 61 89 107 127 " ]; check "mersenne 130" 0 $?
"$algo" brachistochrone 0 1 >/dev/null 2>&1; check "brachistochrone: X = 0" 2 $?
"$algo" brachistochrone 1 1 --optimise 0 >/dev/null 2>&1; check "brachistochrone: N = 0" 2 $?
printf '1 1\n1 -1\n' | "$algo" brachistochrone >/dev/null 2>&1; check "brachistochrone: Y < 0 on stdin" 2 $?
# B at the cycloid's lowest point: theta_B = pi exactly as printed.
[ "$("$algo" brachistochrone 1.5707963267948966 1 --explain | sed -n 1p)" = "theta_B 3.141592653589793" ]; check "brachistochrone: theta_B = pi" 0 $?
[ "$(echo 2187 | "$algo" star10 | wc -c)" = 4785156 ]; check "star10: N = 2187 is 2187 rows of 2188 bytes" 0 $?
[ "$(echo 3072 | "$algo" star11 | wc -l)" = 3072 ]; check "star11: N = 3072 rows" 0 $?
echo 12 | "$algo" star18 >/dev/null 2>&1; check "star18: N = 12" 2 $?
"$algo" judge star10 --tests 2 -- python3 Tests/JudgeFixtures/star10.py >/dev/null 2>&1; check "judge: correct star10 fixture" 0 $?
"$algo" judge star10 --only samples -- python3 Tests/JudgeFixtures/crash.py >/dev/null 2>&1; check "judge: crash fixture" 1 $?
"$algo" judge nosuch -- true >/dev/null 2>&1; check "judge: unknown problem" 2 $?
pkg=Data/judge/packages
"$algo" judge $pkg/floatsum -- python3 $pkg/floatsum/submissions/accepted/fsum.py >/dev/null 2>&1; check "judge: package AC" 0 $?
"$algo" judge $pkg/dslr -- $pkg/dslr/submissions/wrong_answer/only_subtract.py >/dev/null 2>&1; check "judge: package WA" 1 $?
"$algo" judge $pkg -- true >/dev/null 2>&1; check "judge: a folder that is no package" 2 $?
stress=Tests/JudgeFixtures/stress
"$algo" stress --gen $stress/gen.py --brute $stress/brute.py --size 30 -- $stress/kadane_bug.py >/dev/null 2>&1; check "stress: the planted bug" 1 $?
"$algo" stress --gen $stress/gen.py --brute $stress/brute.py --tests 10 -- $stress/kadane.py >/dev/null 2>&1; check "stress: no difference" 0 $?
# A judge stopped by Ctrl-C (SIGINT) or SIGTERM takes its running program with it (the program has a
# process group of its own, which a Ctrl-C at the terminal does not reach), and leaves no file.
judge_tmp=$(mktemp -d)
for signal in INT TERM; do
    marker="algo-smoke-loop-$$-$signal"
    TMPDIR=$judge_tmp "$algo" judge dslr --jobs 2 -- python3 -c "while True: pass" "$marker" >/dev/null 2>&1 &
    sleep 1
    kill -$signal $!
    wait $! 2>/dev/null
    sleep 0.2
    ! pgrep -f "$marker" >/dev/null && [ -z "$(ls -A "$judge_tmp")" ]; check "judge: SIG$signal stops the program" 0 $?
    pkill -f "$marker" 2>/dev/null
done
rmdir "$judge_tmp"
# A program that prints without end is stopped at the output limit (it filled the disk before).
"$algo" judge dslr --only samples -- yes >/tmp/algo-smoke.err 2>&1; status=$?
grep -q "^sample-1 *OLE" /tmp/algo-smoke.err; check "judge: yes gets OLE" 1 $status $?
"$algo" gen archery --seed 3 --size max | "$algo" archery >/dev/null 2>&1; check "gen archery | algo archery" 0 $?
rm -f /tmp/algo-smoke.bin /tmp/algo-smoke.err
echo "cli-smoke: $passed passed, $failed failed"
[ $failed = 0 ]
