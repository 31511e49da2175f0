// ListTestSupport
