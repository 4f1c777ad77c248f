import KeyboardAvoidance
import LabImages
import LabPNG

/// Writes `image` as a PNG at `path`, failing with one line.
package func writePNG(_ image: RGBAImage, to path: String) throws(LabError) {
    try PNGFile.write(image, to: path)
}
