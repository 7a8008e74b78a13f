import Foundation

/// An image filter by Core Image's name. No filter runs on Linux: a filter's output is
/// its input image, with the same extent, and the filter's name added to what the image
/// says was applied. A still text picture could not show a blur or a sepia tone anyway;
/// what code reads back (sizes, extents, that an image came out) stays as on a device.
/// Generators without an input image give an image only for a constant color (with an
/// infinite extent, as Core Image's); the others (QR codes, gradients) give nil.
///
///     let blur = CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: image])
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]
    open var isEnabled = true

    /// Nil for a name that is not one of Core Image's built-in filters.
    public init?(name: String) {
        guard Self.builtIn[name] != nil else { return nil }
        self.name = name
        super.init()
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        setDefaults()
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    public convenience init?(name: String, withInputParameters params: [String: Any]?) {
        self.init(name: name, parameters: params)
    }

    /// The input keys the filter takes, `inputImage` first where it takes one.
    open var inputKeys: [String] { Self.builtIn[name] ?? [] }
    open var outputKeys: [String] { [kCIOutputImageKey] }

    open var attributes: [String: Any] {
        [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: String(name.dropFirst(2))]
    }

    /// Sets each input to its default; the image inputs stay empty.
    open func setDefaults() {}

    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// The input image, unchanged (see above); nil when the filter has none.
    open var outputImage: CIImage? {
        if let input = values[kCIInputImageKey] as? CIImage {
            return input.applyingFilter(name, parameters: [:])
        }
        if name == "CIConstantColorGenerator", let color = values[kCIInputColorKey] as? CIColor {
            return CIImage(color: color)
        }
        return nil
    }

    open class func filterNames(inCategory category: String?) -> [String] {
        builtIn.keys.sorted()
    }

    open class func filterNames(inCategories categories: [String]?) -> [String] {
        builtIn.keys.sorted()
    }

    open override var description: String { "<CIFilter \(name)>" }

    /// Core Image's built-in filters that apps name, with their input keys.
    private static let builtIn: [String: [String]] = {
        let image = kCIInputImageKey
        var table: [String: [String]] = [
            "CIGaussianBlur": [image, kCIInputRadiusKey],
            "CIBoxBlur": [image, kCIInputRadiusKey],
            "CIDiscBlur": [image, kCIInputRadiusKey],
            "CIMotionBlur": [image, kCIInputRadiusKey, kCIInputAngleKey],
            "CIZoomBlur": [image, kCIInputCenterKey, "inputAmount"],
            "CIMaskedVariableBlur": [image, "inputMask", kCIInputRadiusKey],
            "CIColorControls": [image, kCIInputSaturationKey, kCIInputBrightnessKey, kCIInputContrastKey],
            "CIColorMonochrome": [image, kCIInputColorKey, kCIInputIntensityKey],
            "CIColorMatrix": [image, "inputRVector", "inputGVector", "inputBVector", "inputAVector", "inputBiasVector"],
            "CIColorClamp": [image, "inputMinComponents", "inputMaxComponents"],
            "CIColorInvert": [image],
            "CIColorPosterize": [image, "inputLevels"],
            "CIExposureAdjust": [image, kCIInputEVKey],
            "CIGammaAdjust": [image, "inputPower"],
            "CIHueAdjust": [image, kCIInputAngleKey],
            "CIVibrance": [image, "inputAmount"],
            "CITemperatureAndTint": [image, "inputNeutral", "inputTargetNeutral"],
            "CIToneCurve": [image, "inputPoint0", "inputPoint1", "inputPoint2", "inputPoint3", "inputPoint4"],
            "CIHighlightShadowAdjust": [image, kCIInputRadiusKey, "inputShadowAmount", "inputHighlightAmount"],
            "CIWhitePointAdjust": [image, kCIInputColorKey],
            "CISepiaTone": [image, kCIInputIntensityKey],
            "CIVignette": [image, kCIInputIntensityKey, kCIInputRadiusKey],
            "CIVignetteEffect": [image, kCIInputCenterKey, kCIInputIntensityKey, kCIInputRadiusKey],
            "CIFalseColor": [image, "inputColor0", "inputColor1"],
            "CIMaximumComponent": [image],
            "CIMinimumComponent": [image],
            "CIPhotoEffectChrome": [image], "CIPhotoEffectFade": [image], "CIPhotoEffectInstant": [image],
            "CIPhotoEffectMono": [image], "CIPhotoEffectNoir": [image], "CIPhotoEffectProcess": [image],
            "CIPhotoEffectTonal": [image], "CIPhotoEffectTransfer": [image],
            "CILinearToSRGBToneCurve": [image], "CISRGBToneCurveToLinear": [image],
            "CIPixellate": [image, kCIInputCenterKey, kCIInputScaleKey],
            "CICrystallize": [image, kCIInputRadiusKey, kCIInputCenterKey],
            "CIComicEffect": [image], "CIEdges": [image, kCIInputIntensityKey], "CIBloom": [image, kCIInputRadiusKey, kCIInputIntensityKey],
            "CIGloom": [image, kCIInputRadiusKey, kCIInputIntensityKey], "CIXRay": [image], "CIThermal": [image],
            "CISharpenLuminance": [image, kCIInputSharpnessKey, kCIInputRadiusKey],
            "CIUnsharpMask": [image, kCIInputRadiusKey, kCIInputIntensityKey],
            "CINoiseReduction": [image, "inputNoiseLevel", kCIInputSharpnessKey],
            "CIAffineTransform": [image, kCIInputTransformKey],
            "CILanczosScaleTransform": [image, kCIInputScaleKey, kCIInputAspectRatioKey],
            "CIBicubicScaleTransform": [image, kCIInputScaleKey, kCIInputAspectRatioKey, "inputB", "inputC"],
            "CICrop": [image, "inputRectangle"],
            "CIAffineClamp": [image, kCIInputTransformKey],
            "CIMorphologyMaximum": [image, kCIInputRadiusKey], "CIMorphologyMinimum": [image, kCIInputRadiusKey],
            "CISourceOverCompositing": [image, kCIInputBackgroundImageKey],
            "CISourceAtopCompositing": [image, kCIInputBackgroundImageKey],
            "CIMultiplyCompositing": [image, kCIInputBackgroundImageKey],
            "CIScreenBlendMode": [image, kCIInputBackgroundImageKey],
            "CIBlendWithMask": [image, kCIInputBackgroundImageKey, kCIInputMaskImageKey],
            "CIBlendWithAlphaMask": [image, kCIInputBackgroundImageKey, kCIInputMaskImageKey],
            "CIAreaAverage": [image, kCIInputExtentKey],
            "CIConstantColorGenerator": [kCIInputColorKey],
            "CIQRCodeGenerator": ["inputMessage", "inputCorrectionLevel"],
            "CIAztecCodeGenerator": ["inputMessage", "inputCorrectionLevel", "inputCompactStyle", "inputLayers"],
            "CICode128BarcodeGenerator": ["inputMessage", "inputQuietSpace"],
            "CICheckerboardGenerator": [kCIInputCenterKey, "inputColor0", "inputColor1", kCIInputWidthKey, kCIInputSharpnessKey],
            "CILinearGradient": ["inputPoint0", "inputPoint1", "inputColor0", "inputColor1"],
            "CIRadialGradient": [kCIInputCenterKey, "inputRadius0", "inputRadius1", "inputColor0", "inputColor1"],
            "CIRandomGenerator": [],
        ]
        table["CIDepthOfField"] = [image, "inputPoint0", "inputPoint1", "inputSaturation", "inputUnsharpMaskRadius", "inputUnsharpMaskIntensity", kCIInputRadiusKey]
        return table
    }()
}

// MARK: - Keys

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputColorKey = "inputColor"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputEVKey = "inputEV"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputTimeKey = "inputTime"
public let kCIAttributeFilterName = "CIAttributeFilterName"
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
public let kCICategoryBlur = "CICategoryBlur"
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
public let kCICategoryColorEffect = "CICategoryColorEffect"
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
public let kCICategoryStillImage = "CICategoryStillImage"
