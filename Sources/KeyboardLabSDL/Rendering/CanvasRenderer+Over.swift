import LabImages
import LabText

extension CanvasRenderer {
    /// Copies `image`'s pixels onto the surface from its top-left corner, as they are (an opaque picture stays
    /// opaque); what lies past either's edge is left out.
    ///
    /// - Throws: ``LabError`` for a window's renderer, which has no surface in memory.
    /// - Complexity: O(pixels).
    func paint(_ image: RGBAImage) throws(LabError) {
        guard let (pixels, pitch, _) = pixelsInPlace(), let surface = renderer.surface else {
            throw LabError("SDL: only an offscreen canvas can draw over a picture")
        }
        let width = min(image.width, surface.width)
        let height = min(image.height, surface.height)
        guard width > 0, height > 0 else { return }
        image.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for row in 0..<height {
                UnsafeMutableRawPointer(pixels + row * pitch).copyMemory(
                    from: base + row * image.width * 4, byteCount: width * 4)
            }
        }
    }
}
