import Foundation
import UIKit

/// How a message compose sheet ended.
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}

/// The text message compose sheet. Linux sends no messages: `canSendText()` and the
/// other capability checks are false; a controller made anyway keeps what it is given.
@MainActor @preconcurrency
open class MFMessageComposeViewController: UINavigationController {
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    public private(set) var _attachments: [(data: Data, typeIdentifier: String, fileName: String)] = []

    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        _attachments.append((attachmentData, uti, filename))
        return true
    }

    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
}

/// Told when the message sheet ends (required, as in Apple's SDK).
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(_ controller: MFMessageComposeViewController,
                                      didFinishWith result: MessageComposeResult)
}
