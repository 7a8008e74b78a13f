import Foundation
import UIKit

/// How a mail compose sheet ended.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// MessageUI's mail error.
public struct MFMailComposeError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case saveFailed = 0
        case sendFailed = 1
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MFMailComposeErrorDomain }
}

/// The mail compose sheet. Linux has no mail account: `canSendMail()` is false, as on
/// an iPhone without one, and a controller made anyway keeps the draft and sends nothing.
@MainActor @preconcurrency
open class MFMailComposeViewController: UINavigationController {
    /// The message being composed (not Apple API; for tests).
    public struct _Draft: Sendable {
        public var subject = ""
        public var toRecipients: [String] = []
        public var ccRecipients: [String] = []
        public var bccRecipients: [String] = []
        public var body = ""
        public var isHTML = false
        public var attachments: [(data: Data, mimeType: String, fileName: String)] = []
        public var preferredSendingEmailAddress: String?
    }

    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    public private(set) var _draft = _Draft()

    /// False: there is no mail account on Linux.
    open class func canSendMail() -> Bool { false }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    open func setSubject(_ subject: String) { _draft.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { _draft.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { _draft.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { _draft.bccRecipients = bccRecipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        _draft.body = body
        _draft.isHTML = isHTML
    }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        _draft.attachments.append((attachment, mimeType, filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {
        _draft.preferredSendingEmailAddress = emailAddress
    }
}

/// Told when the mail sheet ends. Its method is optional, as in Objective-C.
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController,
                               didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController,
                                      didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}
