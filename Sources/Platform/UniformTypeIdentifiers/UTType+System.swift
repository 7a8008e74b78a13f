// The system types apps name most, with their places in the hierarchy.
extension UTType {
    public static let item = UTType(identifier: "public.item", parents: [])
    public static let content = UTType(identifier: "public.content", parents: ["public.item"])
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt", mimeType: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType(identifier: "public.json", filenameExtension: "json", mimeType: "application/json", parents: ["public.text"])
    public static let xml = UTType(identifier: "public.xml", filenameExtension: "xml", mimeType: "application/xml", parents: ["public.text"])
    public static let html = UTType(identifier: "public.html", filenameExtension: "html", mimeType: "text/html", parents: ["public.text"])
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", filenameExtension: "csv", mimeType: "text/csv", parents: ["public.text"])
    public static let rtf = UTType(identifier: "public.rtf", filenameExtension: "rtf", mimeType: "text/rtf", parents: ["public.text"])
    public static let propertyList = UTType(identifier: "com.apple.property-list", filenameExtension: "plist", parents: ["public.data"])
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    public static let png = UTType(identifier: "public.png", filenameExtension: "png", mimeType: "image/png", parents: ["public.image"])
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg", mimeType: "image/jpeg", parents: ["public.image"])
    public static let heic = UTType(identifier: "public.heic", filenameExtension: "heic", mimeType: "image/heic", parents: ["public.image"])
    public static let gif = UTType(identifier: "com.compuserve.gif", filenameExtension: "gif", mimeType: "image/gif", parents: ["public.image"])
    public static let svg = UTType(identifier: "public.svg-image", filenameExtension: "svg", mimeType: "image/svg+xml", parents: ["public.image"])
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf", parents: ["public.data", "public.content"])
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType(identifier: "public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType(identifier: "public.video", parents: ["public.movie"])
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", filenameExtension: "mp4", mimeType: "video/mp4", parents: ["public.movie"])
    public static let audio = UTType(identifier: "public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType(identifier: "public.mp3", filenameExtension: "mp3", mimeType: "audio/mpeg", parents: ["public.audio"])
    public static let zip = UTType(identifier: "public.zip-archive", filenameExtension: "zip", mimeType: "application/zip", parents: ["public.data"])
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"])
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"])
    public static let vCard = UTType(identifier: "public.vcard", filenameExtension: "vcf", mimeType: "text/vcard", parents: ["public.text"])

    /// Every type above, by identifier.
    static let table: [String: UTType] = Dictionary(uniqueKeysWithValues: [
        item, content, data, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, rtf, propertyList,
        url, fileURL, image, png, jpeg, heic, gif, svg, pdf, audiovisualContent, movie, video, mpeg4Movie, audio, mp3,
        zip, folder, directory, vCard,
    ].map { ($0.identifier, $0) })
}
