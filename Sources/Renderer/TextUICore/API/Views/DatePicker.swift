import Foundation

/// Which parts of a date a date picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date, shown closed as iOS draws a compact picker: the label, then the date (and
/// time) it holds, formatted for the render's locale and time zone.
public nonisolated struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @MainActor public var body: some View {
        let environment = EnvironmentValues.rendering
        let shown = Self.text(for: selection.wrappedValue, components: components, in: environment)
        HStack(spacing: 0) {
            if !environment.labelsHidden {
                label
                Spacer(minLength: 1)
            }
            Text(verbatim: "[\(shown)]").lineLimit(1).accessibilityHidden(true)
        }
        .modifier(_SemanticsKindModifier(kind: "DatePicker", printsSize: false))
        .modifier(_SemanticsModifier.value(shown))
    }

    @MainActor static func text(for date: Date, components: DatePickerComponents, in environment: EnvironmentValues) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// How date pickers inside draw; a still picture draws each closed, named by style.
@MainActor @preconcurrency
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

extension View {
    /// A date picker's look, named (`datePickerStyle=wheel`): a render draws the picker
    /// closed, with its value, in every style.
    nonisolated public func datePickerStyle(_ style: some DatePickerStyle) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.style("datePickerStyle", style, protocolName: "DatePickerStyle"))
    }
}
