import ListDiff

extension ListAdapter {
  /// Asks the data source for its objects again and applies the difference, without
  /// rebuilding what did not change.
  ///
  /// The objects are diffed by identity. Section controllers are kept for surviving
  /// objects, and told of new content through `didUpdate(to:)`; new objects get new
  /// controllers. Only new and changed sections are measured again. The selection stays on
  /// the same item, by section identity and item identity (see
  /// ``SectionController/identity(ofItem:)``), at the same line of the view where possible; if
  /// the item is gone, its nearest surviving neighbour takes the selection, and if its section
  /// is gone, the nearest surviving section does; a later update that brings the item back
  /// gives it the selection again, unless a key, a click or a `select` moved the selection
  /// meanwhile (a filter cleared returns to the line it hid). Collapsed sections stay
  /// collapsed, also when an update leaves one out and a later one brings it back (see
  /// ``absentCollapsedLimit``). An object whose identity repeats an earlier one is dropped,
  /// with a warning.
  ///
  /// The first load, when the list is empty, skips the diff.
  ///
  /// Called while an update runs, from a controller's `didUpdate(to:)` or anything it calls
  /// (an app's "the count changed"), it waits: the running update finishes, then runs again,
  /// and this call returns an empty update. Called while the data source gives its objects
  /// (from ``ListAdapterDataSource/objects(for:)``), it does nothing: the running update is
  /// getting the newest objects already.
  @discardableResult
  public func performUpdates() -> ListUpdate {
    guard !isUpdating else {
      if !isAskingForObjects { deferredUpdates.update = true }
      return ListUpdate(inserted: 0, deleted: 0, updated: 0, moved: 0, diff: nil)
    }
    return whileUpdating { applyUpdates() }
  }

  /// Replaces the object of the same identity with a newer version of it, without asking the
  /// data source for every object, as IGListKit's `reloadObjects` does; returns whether an
  /// object of that identity is in the list.
  ///
  /// The object's controller is told (`didUpdate(to:)`) and its section measured again; the
  /// selection stays on the same item, by item identity, at the same line of the view where
  /// possible, and when the item is gone its nearest surviving neighbour (the one below first)
  /// takes it, as in ``performUpdates()``. For one changed object of a long list, this costs what
  /// the one section does, where ``performUpdates()`` diffs every object. The data source must give the new version
  /// from now on, or the next ``performUpdates()`` puts back the one it gives.
  ///
  /// ```swift
  /// commits[index].title = "Reworded"
  /// adapter.reload(commits[index])
  /// ```
  ///
  /// Called while an update runs, it waits for it, as ``performUpdates()`` does, and returns
  /// whether the object's identity is in the list as it was before that update.
  @discardableResult
  public func reload(_ object: any Diffable) -> Bool {
    guard !isUpdating else {
      deferredUpdates.reloads.append(object)
      return sectionIndex(of: ObjectIdentity(of: object)) != nil
    }
    return whileUpdating { applyReload(object) }
  }

  /// Replaces every section controller and lays the list out from scratch, keeping the
  /// selection's section and part where possible.
  ///
  /// Called while an update runs, it waits for it, as ``performUpdates()`` does.
  public func reloadData() {
    guard !isUpdating else {
      deferredUpdates.reloadData = true
      return
    }
    whileUpdating { applyReloadData() }
  }

  /// Runs an update, then those asked for while it ran, until none is asked for; a list
  /// whose updates ask for another every time stops after ``DeferredUpdates/roundLimit``
  /// rounds, with a warning, rather than hang.
  private func whileUpdating<Result>(_ update: () -> Result) -> Result {
    isUpdating = true
    defer { isUpdating = false }
    let result = update()
    var rounds = 0
    while !deferredUpdates.isEmpty {
      rounds += 1
      guard rounds <= DeferredUpdates.roundLimit else {
        deferredUpdates = DeferredUpdates()
        onWarning?(
          "updates asked for more updates \(DeferredUpdates.roundLimit) times in a row; the last ones were not run"
        )
        break
      }
      let asked = deferredUpdates
      deferredUpdates = DeferredUpdates()
      if asked.reloadData {
        applyReloadData()
        continue
      }
      for object in asked.reloads { _ = applyReload(object) }
      if asked.update { _ = applyUpdates() }
    }
    return result
  }
}
