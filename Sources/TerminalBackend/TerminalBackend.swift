// TerminalBackend
