/// How an image is resampled when drawn at another size. Drawing here always takes the
/// nearest pixel, so every quality draws the same, deterministic pixels.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, high, medium
}

/// How a drawing's colors combine with what is under them.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}

/// Which points a path encloses: those it winds around (non-zero) or those an odd number
/// of its edges lie beside (even-odd).
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How colors outside a destination's gamut are mapped.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
