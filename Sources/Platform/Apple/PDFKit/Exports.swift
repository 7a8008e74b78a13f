/// PDFKit brings UIKit with it on iOS (PDFView is a UIView, pages make UIImages).
@_exported import UIKit
