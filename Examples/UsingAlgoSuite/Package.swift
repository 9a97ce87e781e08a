// swift-tools-version: 6.0
// A package that uses AlgoSuite as a dependency, as another project would: by path here (a Git URL
// and a version elsewhere), with nothing but `swift build -c release`. CI builds and runs it
// (`make example`).

import PackageDescription

let package = Package(
    name: "UsingAlgoSuite",
    dependencies: [.package(name: "AlgoSuite", path: "../..")],
    targets: [
        .executableTarget(
            name: "UsingAlgoSuite",
            dependencies: [
                .product(name: "Sieve", package: "AlgoSuite"),
                .product(name: "PrimeCount", package: "AlgoSuite"),
                .product(name: "Factorization", package: "AlgoSuite"),
                .product(name: "BigNumber", package: "AlgoSuite"),
            ])
    ]
)
