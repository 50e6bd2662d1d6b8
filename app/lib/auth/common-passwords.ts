/** Common passwords (8+ characters; shorter ones are refused anyway), compared case-insensitively. */
export const commonPasswords: ReadonlySet<string> = new Set([
  "00000000", "0123456789", "11111111", "123123123", "12341234", "12345678", "123456789", "1234567890", "147258369",
  "159753456", "1q2w3e4r", "1qaz2wsx", "87654321", "88888888", "987654321", "9876543210", "a1b2c3d4", "aa123456",
  "abc12345", "abc123456", "abcd1234", "admin123", "admin1234", "administrator", "asdf1234", "asdfghjk", "baseball",
  "batman123", "bharat123", "buster12", "changeme", "changeme1", "charlie1", "college1", "college123", "computer",
  "default1", "diploma1", "dragon123", "engineer", "engineering", "football", "freedom1", "ganesh123", "guest123",
  "gumla123", "harley12", "hockey12", "hunter12", "iloveyou", "iloveyou1", "india123", "india@123", "internet",
  "jennifer", "jharkhand", "jordan23", "killer12", "krishna1", "letmein1", "master12", "michael1", "monkey123",
  "mypassword", "om123456", "p@ssw0rd", "p@ssword", "pass1234", "passpass", "passw0rd", "password", "password1",
  "password12", "password123", "password1234", "polytechnic", "princess", "qwerty12", "qwerty123", "qwertyui",
  "qwertyuiop", "ranchi123", "ranger12", "sachin123", "secret12", "shadow12", "soccer12", "starwars", "student1",
  "student123", "sunshine", "superman", "teacher1", "test1234", "testtest", "trustno1", "welcome1", "welcome123",
  "whatever", "zaq12wsx", "zxcvbnm1",
]);
