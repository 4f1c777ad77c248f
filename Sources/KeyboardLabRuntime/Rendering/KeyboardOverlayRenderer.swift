import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages
import LabPNG

/// Renders a phone's keyboard alone with the lab's headless canvas: over a picture of the screen when one is given
/// (the glass frosts it), else over the appearance's background.
///
/// ```swift
/// let renderer = KeyboardOverlayRenderer(headless: headless, background: nil)
/// let picture = KeyboardOverlay(phone, scale: 2).cropped(try renderer.render(phone))
/// ```
package struct KeyboardOverlayRenderer {
    /// The canvas the lab's goldens are rendered with.
    package let headless: HeadlessCanvas
    /// The screen-sized picture the keyboard is drawn over, opaque; nil for the appearance's background.
    package let background: RGBAImage?

    /// A renderer drawing with `headless` over `background`.
    package init(headless: HeadlessCanvas, background: RGBAImage?) {
        self.headless = headless
        self.background = background
    }

    /// The screen-sized capture of ``KeyboardOverlayView/draw(_:measurer:)`` for `phone`, opaque: what
    /// ``KeyboardOverlay`` cuts the keyboard out of.
    package func render(_ phone: Phone) throws(LabError) -> RGBAImage {
        let list = KeyboardOverlayView.draw(phone, measurer: headless.measurer)
        if let background { return try headless.capture(list, over: background) }
        return try headless.capture(list)
    }

    /// Renders the keyboard of `spec` rising, from its focus at time zero until `end`, at
    /// ``KeyboardOverlayJob/fps``, and writes each frame as a screen-sized PNG into `folder` (made if missing).
    ///
    /// - Complexity: O(frames × pixels).
    package func writeRise(_ spec: KeyboardOverlaySpec, resources: LabResources, end: Instant, to folder: URL)
        throws(LabError) -> KeyboardOverlayResult.Rise
    {
        var phone = spec.phone(resources: resources, measurer: headless.measurer)
        let transition = phone.avoidance.transition
        let count = Int((end.seconds * KeyboardOverlayJob.fps + 1e-9).rounded(.down)) + 1
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LabError("\(folder.path): cannot create the frames folder (\(JSONInput.reason(error)))")
        }
        let writes = PNGWriteQueue()
        var frames: [KeyboardOverlayResult.Frame] = []
        for index in 0..<count {
            let time = Instant(seconds: Double(index) / KeyboardOverlayJob.fps)
            phone.advance(to: time)
            let overlay = KeyboardOverlay(phone, scale: headless.scale)
            let name = KeyboardOverlayJob.frameName(index)
            writes.write(overlay.cutOut(try render(phone)), to: folder.appending(path: name).path)
            frames.append(
                KeyboardOverlayResult.Frame(
                    file: name, time: KeyboardOverlayResult.rounded(time.seconds),
                    y: KeyboardOverlayResult.rounded(overlay.frame.minY),
                    progress: KeyboardOverlayResult.rounded(transition.progress(at: time))))
        }
        do { try writes.finish() } catch { throw LabError(error) }
        let size = PixelMapping(scale: headless.scale).pixelSize(phone.screen.size)
        return KeyboardOverlayResult.Rise(
            folder: folder.path, fps: KeyboardOverlayJob.fps, curve: transition.curve.name, frames: frames,
            canvas: KeyboardOverlayResult.Canvas(width: size.width, height: size.height))
    }
}

extension KeyboardOverlayJob {
    /// The picture at `path` to draw the keyboard over: a PNG or JPEG exactly `size` pixels (the screen at the
    /// scale), laid over the appearance's background so it is opaque.
    ///
    /// - Throws: One line (``LabError/isUsage``) for a missing, unreadable or wrongly sized picture.
    static func picture(_ path: String, size: (width: Int, height: Int), phone: Phone) throws(LabError) -> RGBAImage {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw LabError(.usage, at: .option("over", path), "no such file; expected a PNG or JPEG of the screen")
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw LabError(.usage, at: .option("over", path), "cannot be read")
        }
        let head = [UInt8]((try? handle.read(upToCount: 8)) ?? Data())
        try? handle.close()
        var image: RGBAImage
        do {
            if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                image = try PNGFile.read(url.path, otherKinds: SDLImageFile.read)
            } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
                image = try SDLImageFile.read(url.path)
            } else {
                throw LabError(.usage, at: .option("over", path), "not a PNG or JPEG image")
            }
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError(.usage, at: .option("over", path), "unreadable image (\(error))")
        }
        guard image.width == size.width, image.height == size.height else {
            let orientation = ConditionKeys.orientation.text(of: phone.orientation)
            throw LabError(
                .usage, at: .option("over", path),
                "\(image.width)×\(image.height) px; expected \(size.width)×\(size.height) px, the \(phone.device.id) "
                    + "\(orientation) screen at @\(Int(scaleOf(size, phone)))x")
        }
        image.flatten(over: phone.theme.background)
        return image
    }

    /// The scale `size` is of `phone`'s screen.
    private static func scaleOf(_ size: (width: Int, height: Int), _ phone: Phone) -> Double {
        phone.screen.width > 0 ? (Double(size.width) / phone.screen.width).rounded() : 1
    }
}

extension RGBAImage {
    /// Lays every pixel over `color`, leaving the image opaque.
    ///
    /// - Complexity: O(pixels).
    mutating func flatten(over color: Color) {
        let back = [Int(color.red), Int(color.green), Int(color.blue)]
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] != 255 {
                let alpha = Int(pixels[index + 3])
                for channel in 0..<3 {
                    let value = Int(pixels[index + channel]) * alpha + back[channel] * (255 - alpha)
                    pixels[index + channel] = UInt8((value + 127) / 255)
                }
                pixels[index + 3] = 255
            }
        }
    }
}
