// The user properties Analytics predefines, under their Swift names.

public let AnalyticsUserPropertySignUpMethod = "sign_up_method"
public let AnalyticsUserPropertyAllowAdPersonalizationSignals = "allow_personalized_ads"
