import Foundation

/// Which renderer a window uses.
public enum WindowRendering: String, CaseIterable, Sendable {
    /// Accelerated with vsync on a machine with a GPU (a render node under `/dev/dri`), software otherwise: a
    /// display without a GPU (Xvfb, a remote desktop) would only emulate one in software, loading Mesa's llvmpipe
    /// (about 100 MB) to do more slowly what SDL's software renderer does.
    case auto
    /// Accelerated with vsync when SDL can make such a renderer, software otherwise.
    case accelerated
    /// SDL's software renderer, presented through the window's framebuffer without OpenGL.
    case software

    /// Whether this machine has a GPU render node.
    static var machineHasGPU: Bool {
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") }
    }

    /// Whether to try the accelerated renderer first.
    var triesAccelerated: Bool {
        switch self {
        case .auto: Self.machineHasGPU
        case .accelerated: true
        case .software: false
        }
    }
}
