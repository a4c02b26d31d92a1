// Swift 6.3.1 crashes (signal 11) compiling this file with optimisation: the existential specializer specialises
// `store` for `Role` (the argument's concrete type), and the function it writes fails SIL verification (a
// `borrowed-from` instruction, reported before OwnershipModelEliminator). Writing the same optional into a local
// first, or assigning under an `if`, compiles. `./crash.sh` shows it; README.md says how it was found.
protocol Role: AnyObject {}

final class Holder {
    weak var role: (any Role)?
}

@inline(never)
func store(_ role: any Role, weakly: Bool, in holder: Holder) {
    holder.role = weakly ? role : nil
}

final class Presenter: Role {}

@main
struct Main {
    static func main() {
        let holder = Holder()
        store(Presenter(), weakly: CommandLine.arguments.count > 1, in: holder)
        print(holder.role == nil)
    }
}
