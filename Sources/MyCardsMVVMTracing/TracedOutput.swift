import MyCardsKit
import OpenCombine

extension Publisher where Failure == Never {
    /// A view model's output as a traced proxy answers it: each value is a line from the view model to the
    /// controller that binds it (`CardsViewModel -> CardsViewController: cards`), and the controller's reaction
    /// runs as the controller's.
    func traced(as name: String, by route: BoundaryRoute) -> AnyPublisher<Output, Never> {
        TracedOutput(upstream: self, name: name, route: route).eraseToAnyPublisher()
    }
}

/// Passes every value on inside `BoundaryRoute.deliver`.
private struct TracedOutput<Upstream: Publisher>: Publisher where Upstream.Failure == Never {
    typealias Output = Upstream.Output
    typealias Failure = Never

    let upstream: Upstream
    let name: String
    let route: BoundaryRoute

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Never {
        upstream.subscribe(Delivery(downstream: subscriber, name: name, route: route))
    }

    private struct Delivery<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Never {
        let combineIdentifier = CombineIdentifier()
        let downstream: Downstream
        let name: String
        let route: BoundaryRoute

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            route.deliver(name) { downstream.receive(input) }
        }

        func receive(completion: Subscribers.Completion<Never>) {
            downstream.receive(completion: completion)
        }
    }
}
