/// Minutes after midnight as `09:30`.
func clock(_ minutes: Int) -> String {
  let hours = minutes / 60
  let rest = minutes % 60
  return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
}
