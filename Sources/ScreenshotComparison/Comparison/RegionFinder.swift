/// Groups differing pixels into boxes: connected clusters, then boxes close to each other merged.
enum RegionFinder {
    /// The boxes around the `true` pixels of `mask`, largest first.
    ///
    /// Pixels separated by at most `gap` unmarked pixels (horizontally, vertically or
    /// diagonally) share a cluster, and cluster boxes whose edges are at most `gap` pixels
    /// apart are merged until no two are that close.
    ///
    /// - Complexity: O(n × (2 × gap + 3)²) for n marked pixels, plus the box merging.
    static func regions(in mask: [Bool], width: Int, height: Int, gap: Int) -> [PixelRegion] {
        let reach = max(0, gap) + 1
        var visited = [Bool](repeating: false, count: mask.count)
        var stack: [Int] = []
        var clusters: [PixelRegion] = []

        for start in mask.indices where mask[start] && !visited[start] {
            visited[start] = true
            stack.append(start)
            var minX = Int.max
            var minY = Int.max
            var maxX = Int.min
            var maxY = Int.min
            var count = 0
            while let index = stack.popLast() {
                let x = index % width
                let y = index / width
                count += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                for ny in max(0, y - reach)...min(height - 1, y + reach) {
                    let row = ny * width
                    for nx in max(0, x - reach)...min(width - 1, x + reach) {
                        let neighbour = row + nx
                        if mask[neighbour] && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            clusters.append(
                PixelRegion(
                    x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, differingPixelCount: count)
            )
        }
        return merged(clusters, gap: max(0, gap)).sorted { lhs, rhs in
            if lhs.differingPixelCount != rhs.differingPixelCount {
                return lhs.differingPixelCount > rhs.differingPixelCount
            }
            return (lhs.y, lhs.x) < (rhs.y, rhs.x)
        }
    }

    /// Merges boxes whose edges are at most `gap` pixels apart, repeatedly, until none are.
    static func merged(_ regions: [PixelRegion], gap: Int) -> [PixelRegion] {
        var boxes = regions
        var changed = true
        while changed {
            changed = false
            boxes.sort { ($0.x, $0.y) < ($1.x, $1.y) }
            var absorbed = [Bool](repeating: false, count: boxes.count)
            var result: [PixelRegion] = []
            for i in boxes.indices where !absorbed[i] {
                var current = boxes[i]
                var j = i + 1
                while j < boxes.count && boxes[j].x <= current.maxX + gap {
                    if !absorbed[j] && areClose(current, boxes[j], gap: gap) {
                        current = union(current, boxes[j])
                        absorbed[j] = true
                        changed = true
                    }
                    j += 1
                }
                result.append(current)
            }
            boxes = result
        }
        return boxes
    }

    /// Whether at most `gap` pixels separate the two boxes on each axis.
    static func areClose(_ a: PixelRegion, _ b: PixelRegion, gap: Int) -> Bool {
        a.x <= b.maxX + gap && b.x <= a.maxX + gap && a.y <= b.maxY + gap && b.y <= a.maxY + gap
    }

    /// The smallest box holding both, with their differing pixels added up.
    static func union(_ a: PixelRegion, _ b: PixelRegion) -> PixelRegion {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return PixelRegion(
            x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y,
            differingPixelCount: a.differingPixelCount + b.differingPixelCount)
    }
}
