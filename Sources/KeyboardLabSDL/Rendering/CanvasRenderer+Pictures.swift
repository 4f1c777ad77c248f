internal import CSDL2
import LabDrawing
import LabGeometry
import LabImages
import LabText

/// A design's picture scaled once to the pixels it is drawn at and uploaded in bands of rows (a tall design is
/// taller than a texture may be), so each frame copies pixels one to one: the same bytes on every renderer.
final class PictureTextures {
    /// The picture's stamp and the size it was scaled to.
    struct Key: Hashable {
        var id: UInt64
        var width: Int
        var height: Int
    }

    let key: Key
    /// Each band's texture and its first row.
    let bands: [(texture: TextureHandle, top: Int)]

    /// The tallest band, in rows: within every renderer's texture limit.
    static let bandHeight = 2048

    /// Scales `bitmap` to `key`'s size and uploads it.
    init(_ bitmap: DesignBitmap, key: Key, renderer: RendererHandle) throws(LabError) {
        self.key = key
        guard let image = RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels) else {
            throw LabError("SDL: a picture's pixels do not match its size")
        }
        // Scaled a band at a time: only one band's pixels are held besides the picture's own.
        var bands: [(texture: TextureHandle, top: Int)] = []
        var band: [UInt8] = []
        var top = 0
        while top < key.height {
            let rows = min(Self.bandHeight, key.height - top)
            band.removeAll(keepingCapacity: true)
            band.append(contentsOf: repeatElement(0, count: rows * key.width * 4))
            image.resampleRows(top..<(top + rows), width: key.width, height: key.height, into: &band)
            let texture = try TextureHandle(
                streamingWidth: key.width, height: rows, format: CSDL2_PixelFormatRGBA32(), renderer: renderer)
            let status = band.withUnsafeBytes { bytes in
                SDL_UpdateTexture(texture.pointer, nil, bytes.baseAddress, Int32(key.width * 4))
            }
            try sdlCheck(status, "could not upload a design's picture")
            SDL_SetTextureBlendMode(texture.pointer, bitmap.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            bands.append((texture, top))
            top += rows
        }
        self.bands = bands
    }
}

extension CanvasRenderer {
    /// The most scaled pictures kept (light and dark, two sizes).
    static let pictureCacheCapacity = 4
    /// The most pixels a picture is scaled to.
    static let largestScaledPicture = 1 << 26

    /// Draws the part `source` (in the picture's pixels) of `bitmap` into `destination` (in points): the picture
    /// scaled once, by area averaging, to the pixels per point the destination asks for, then copied one to one.
    func drawPicture(_ bitmap: DesignBitmap, source: Rect, destination: Rect, map: PixelMapping) throws(LabError) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let ratio = destination.width * map.scale / source.width
        let key = PictureTextures.Key(
            id: bitmap.id, width: max(1, Int((Double(bitmap.width) * ratio).rounded())),
            height: max(1, Int((Double(bitmap.height) * ratio).rounded())))
        // A picture scaled beyond 64 megapixels is not drawn rather than exhausting memory.
        guard key.width * key.height <= Self.largestScaledPicture else { return }
        let picture = try pictureTextures(bitmap, key: key)
        let target = map.rect(destination)
        let x0 = min(key.width, max(0, Int((source.minX * ratio).rounded())))
        let y0 = min(key.height, max(0, Int((source.minY * ratio).rounded())))
        let width = min(target.width, key.width - x0)
        let height = min(target.height, key.height - y0)
        guard width > 0, height > 0 else { return }
        for band in picture.bands {
            let top = max(y0, band.top)
            let bottom = min(y0 + height, band.top + band.texture.height)
            guard bottom > top else { continue }
            var from = SDL_Rect(x: Int32(x0), y: Int32(top - band.top), w: Int32(width), h: Int32(bottom - top))
            var to = SDL_Rect(
                x: Int32(target.x0), y: Int32(target.y0 + top - y0), w: Int32(width), h: Int32(bottom - top))
            try sdlCheck(SDL_RenderCopy(renderer.pointer, band.texture.pointer, &from, &to), "could not draw a picture")
        }
    }

    /// The scaled picture for `key`, made once and kept among the most recently used.
    private func pictureTextures(_ bitmap: DesignBitmap, key: PictureTextures.Key) throws(LabError)
        -> PictureTextures
    {
        if let index = pictures.firstIndex(where: { $0.key == key }) {
            let picture = pictures.remove(at: index)
            pictures.append(picture)
            return picture
        }
        let picture = try PictureTextures(bitmap, key: key, renderer: renderer)
        if pictures.count >= Self.pictureCacheCapacity { pictures.removeFirst() }
        pictures.append(picture)
        return picture
    }
}
