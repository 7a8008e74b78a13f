/// The keyboard a text field asks for. A still picture shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field's content is, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    // iOS 10's other names and addresses, iOS 17's card details and dates, iOS 15's
    // detected values, iOS 17.4's cellular identifiers.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
}
