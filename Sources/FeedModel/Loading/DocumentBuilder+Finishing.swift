extension DocumentBuilder {
  /// Checks what could only be checked once everything was read, publishes the complete
  /// document and returns it.
  ///
  /// `me`, history entries and the users' friends, following and followers that name no user
  /// are dropped, as are entries whose author is unknown, and mentions of no user ignored; a
  /// user named again in one of those lists, or in an entry's mentions, is dropped there, so
  /// that each shows once; promos past the end of the feed go last. Each is reported as a
  /// warning.
  @discardableResult
  public func finish() -> DocumentSnapshot {
    if let me, userIndex[me] == nil {
      warn("me", "unknown user \(me.rawValue.quotedForMessage); ignored")
      self.me = nil
    }
    resolveUserLinks()
    history = knownUsers(history, at: "history")
    dropEntriesByUnknownAuthors()
    tidyMentions()
    linkRepliesByAddress()
    warnAboutUnknownReplyEntries()
    warnAboutUnknownLinks()
    resolveBoostedPosts()
    clampPromos()
    sortWarningsInInputOrder()
    progress.entries = writer.count
    let snapshot = snapshot(isComplete: true)
    publish(snapshot)
    return snapshot
  }

  /// Drops the friends, following and followers that name no user, and each repeat.
  private func resolveUserLinks() {
    for index in users.indices {
      let place = userPlaces[index]
      var user = users[index]
      let owner = WarningSubject.user(user.id)
      let friends = knownUsers(user.friends, at: place + ".friends", about: owner)
      let following = knownUsers(user.following, at: place + ".following", about: owner)
      let followers = knownUsers(user.followers, at: place + ".followers", about: owner)
      guard
        friends.count != user.friends.count || following.count != user.following.count
          || followers.count != user.followers.count
      else { continue }
      user.friends = friends
      user.following = following
      user.followers = followers
      users[index] = user
    }
  }

  /// The ids that name users, each once, warning about each other one at `place[index]`, as
  /// a warning about `subject`, the list's owner, if it has one.
  private func knownUsers(
    _ ids: [UserID], at place: String, about subject: WarningSubject? = nil
  ) -> [UserID] {
    var kept: [UserID] = []
    kept.reserveCapacity(ids.count)
    var firsts: [UserID: Int] = [:]
    for (index, id) in ids.enumerated() {
      if let first = firsts[id] {
        warnAboutRepeat(of: id, at: place, index, first: first, about: subject)
      } else if userIndex[id] != nil {
        firsts[id] = index
        kept.append(id)
      } else {
        warn(
          "\(place)[\(index)]", "unknown user \(id.rawValue.quotedForMessage); dropped",
          about: subject)
      }
    }
    return kept
  }

  /// Warns that the id at `list[index]` repeats the one at `list[first]`, and is dropped.
  private func warnAboutRepeat(
    of id: UserID, at list: String, _ index: Int, first: Int, about subject: WarningSubject?
  ) {
    warn(
      "\(list)[\(index)]",
      "duplicate user \(id.rawValue.quotedForMessage) (first at \(list)[\(first)]); dropped",
      about: subject)
  }

  /// Writes the feed again without the entries whose author names no user, if there are any.
  private func dropEntriesByUnknownAuthors() {
    let feed = writer.feed
    let unknown = Set(feed.authors.indices.filter { userIndex[feed.authors[$0]] == nil })
    guard !unknown.isEmpty else { return }
    var kept = FeedWriter()
    var keptIndexes: [Int] = []
    var dropped: Set<String> = []
    for position in 0..<feed.count {
      let author = feed.authorIndex(at: position)
      if unknown.contains(author) {
        dropped.insert(feed.id(at: position))
        let id = feed.authors[author].rawValue.quotedForMessage
        warn(
          entryPlace(inputIndex(ofPosition: position), ".user"),
          "unknown user \(id); entry skipped")
      } else {
        kept.append(feed[position])
        keptIndexes.append(inputIndex(ofPosition: position))
      }
    }
    writer = kept
    // Warnings made about a dropped entry (its date, say) are about nothing kept now, unless
    // another entry kept has its id.
    let keptFeed = writer.feed
    for index in warnings.indices {
      if case .entry(let id) = warnings[index].subject, dropped.contains(id),
        keptFeed.position(ofID: id) == nil
      {
        warnings[index].subject = nil
      }
    }
    // The kept entries moved up: map their new positions to where they were in the input.
    skips = []
    for (position, index) in keptIndexes.enumerated()
    where index - position != (skips.last?.total ?? 0) {
      skips.append((position, index - position))
    }
  }

  /// Warns about each mention that names no user: it is kept, but opens no profile; drops
  /// each repeat of a mention in an entry, with a warning, writing the feed again once if any.
  private func tidyMentions() {
    let feed = writer.feed
    var repeating: Set<Int> = []
    feed.forEachMentioning { position, mentions in
      let list = entryPlace(inputIndex(ofPosition: position), ".mentions")
      let entry = WarningSubject.entry(id: feed.id(at: position))
      var firsts: [UserID: Int] = [:]
      for (index, id) in mentions.enumerated() {
        if let first = firsts[id] {
          warnAboutRepeat(of: id, at: list, index, first: first, about: entry)
          repeating.insert(position)
          continue
        }
        firsts[id] = index
        if userIndex[id] == nil {
          warn(
            "\(list)[\(index)]", "unknown user \(id.rawValue.quotedForMessage); ignored",
            about: entry)
        }
      }
    }
    updateEntries(at: repeating) { _, entry in
      var seen: Set<UserID> = []
      entry.mentions = entry.mentions.filter { seen.insert($0).inserted }
    }
  }

  /// Warns about each reply that names only an entry, one the document does not hold: it says
  /// `in reply to a post`, which opens nothing.
  private func warnAboutUnknownReplyEntries() {
    let feed = writer.feed
    for position in 0..<feed.count where feed.flags(at: position).contains(.isReply) {
      guard let reply = feed[position].reply, reply.address.isEmpty, reply.author == nil,
        let id = reply.entryID, feed.position(ofID: id) == nil
      else { continue }
      warn(
        entryPlace(inputIndex(ofPosition: position), ".replyTo.entry"),
        "no entry \(id.quotedForMessage) in the document; the reply names no post",
        about: .entry(id: feed.id(at: position)))
    }
  }

  /// Gives each boost that holds nothing of its post the post's own content, when the post is
  /// an entry of the feed; writes the feed again once if any.
  ///
  /// A bare boost (``FeedEntry/isBareBoost``) whose address is the id of an entry, as a boost
  /// of one's own post in an archive, takes that post's text, warning, media, poll and date,
  /// as a boost that embeds its post holds them (``FeedEntry/takeBoostedPost(from:)``): its
  /// row and screen then show the post as the post's own do, and the filter finds it.
  private func resolveBoostedPosts() {
    let feed = writer.feed
    var originals: [Int: Int] = [:]
    for position in 0..<feed.count where feed.flags(at: position).contains(.isBoost) {
      let entry = feed[position]
      guard let boost = entry.boost, entry.isBareBoost,
        let boosted = feed.position(ofID: boost.boostedEntryID), boosted != position
      else { continue }
      originals[position] = boosted
    }
    updateEntries(at: Set(originals.keys)) { position, entry in
      if let boosted = originals[position] { entry.takeBoostedPost(from: feed[boosted]) }
    }
  }

  /// Moves promos past the end of the feed to its end, and negative positions to its start.
  ///
  /// Promos that land on one place keep the order of the places asked for, so that in a short
  /// feed a promo asked for at 0 still comes before one past the end.
  private func clampPromos() {
    let count = writer.count
    let asked = promos.map(\.position)
    for index in promos.indices {
      let position = promos[index].position
      let place = promoPlaces[index] + ".position"
      if position < 0 {
        warn(place, "negative position \(position); clamped to 0")
        promos[index].position = 0
      } else if position > count, !promoPositionsGiven[index] {
        promos[index].position = count
      } else if position > count {
        let entries = count == 1 ? "1 entry" : "\(count) entries"
        warn(
          place, "position \(position) is past the end of the feed (\(entries)); placed at the end")
        promos[index].position = count
      }
    }
    let order = promos.indices.sorted {
      (promos[$0].position, asked[$0], $0) < (promos[$1].position, asked[$1], $1)
    }
    promos = order.map { promos[$0] }
    promoPlaces = order.map { promoPlaces[$0] }
    promoPositionsGiven = order.map { promoPositionsGiven[$0] }
  }
}
