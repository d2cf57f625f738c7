// The query string as people read it. The router's default JSON-encodes a text that looks like a
// number (a search for 1234 became ?q=%221234%22) and JSON-parses whatever looks like JSON (a
// search for [1] became an array). Here text is written as typed and read back as text; numbers
// and true/false still arrive parsed, which every validateSearch accepts.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

export const parseSearch = parseSearchWith((value) => value)

export const stringifySearch = stringifySearchWith(JSON.stringify)
