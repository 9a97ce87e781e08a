/// How many large primes (above the factor base, below its large-prime bound) a quadratic-sieve
/// relation may hold: one, the partial relations of Lenstra and Manasse's variation, or two (PPMPQS,
/// whose partials pair up through cycles in a graph of primes; Leyland, Lenstra, Dodson, Muffett
/// and Wagstaff 2002). `algo factor --large-primes` picks it.
public enum LargePrimeVariation: String, CaseIterable, Sendable {
    case single
    case double
}
