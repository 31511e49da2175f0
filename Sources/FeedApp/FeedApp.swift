// FeedApp
