import KeyboardAvoidance
import LabDrawing

extension AppState {
    /// Applies a pointer action that happened on phone `source` (screen points of that phone): that phone gets
    /// it as it is; the others replay it. A drag is replayed at the same place relative to each screen; a tap is
    /// replayed by meaning (the same field by id, the same key, button or suggestion), so phones of different
    /// sizes stay in step. Non-pointer actions go to every phone.
    ///
    /// - Complexity: O(p) in the phones.
    public mutating func reduce(_ action: Action, at time: Instant, from source: Int, measurer: any TextMeasuring) {
        guard phones.count > 1, phones.indices.contains(source) else {
            return reduce(action, at: time, measurer: measurer)
        }
        switch action {
        case .pointerDown(let point):
            pointerOwner = source
            let mapped = phones.indices.map { Action.pointerDown(map(point, from: source, to: $0)) }
            replay(action, at: time, owner: source, others: mapped, measurer: measurer)
        case .pointerMoved(let point):
            let owner = pointerOwner ?? source
            let mapped = phones.indices.map { Action.pointerMoved(map(point, from: owner, to: $0)) }
            replay(action, at: time, owner: owner, others: mapped, measurer: measurer)
        case .pointerUp(let point):
            let owner = pointerOwner ?? source
            pointerOwner = nil
            advance(to: time)
            let dragged = phones[owner].pointer.press?.isDragging ?? false
            let meaning = dragged ? nil : phones[owner].mirroredAction(forTapAt: point)
            phones[owner].reduce(action, at: time, measurer: measurer)
            for i in phones.indices where i != owner {
                if dragged {
                    phones[i].reduce(.pointerUp(map(point, from: owner, to: i)), at: time, measurer: measurer)
                } else {
                    phones[i].reduce(.pointerCancel, at: time, measurer: measurer)
                    if let meaning { phones[i].reduce(meaning, at: time, measurer: measurer) }
                }
            }
        case .tap(let point):
            advance(to: time)
            let meaning = phones[source].mirroredAction(forTapAt: point)
            replay(
                action, at: time, owner: source, others: phones.map { _ in meaning ?? .pointerCancel },
                measurer: measurer)
        default:
            reduce(action, at: time, measurer: measurer)
        }
    }

    /// Gives `action` to the owner and `others[i]` to every other phone `i`.
    private mutating func replay(
        _ action: Action, at time: Instant, owner: Int, others: [Action], measurer: any TextMeasuring
    ) {
        for i in phones.indices { phones[i].reduce(i == owner ? action : others[i], at: time, measurer: measurer) }
    }

    /// `point` on phone `source` at the same place relative to phone `target`'s screen.
    public func point(_ point: Point, from source: Int, to target: Int) -> Point {
        map(point, from: source, to: target)
    }

    /// `point` on phone `source` at the same place relative to phone `target`'s screen.
    func map(_ point: Point, from source: Int, to target: Int) -> Point {
        let a = phones[source].screen
        let b = phones[target].screen
        return Point(x: point.x * b.width / a.width, y: point.y * b.height / a.height)
    }
}
