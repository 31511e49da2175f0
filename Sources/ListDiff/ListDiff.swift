// ListDiff
