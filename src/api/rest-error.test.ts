import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { toRestError } from './rest.ts'

describe('REST errors', () => {
  it('carry the status and the server’s message (ky has already read the body)', async () => {
    const client = ky.create({
      retry: 0,
      fetch: async () =>
        new Response(JSON.stringify({ success: false, message: 'No customer.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    })
    const error = await client('http://localhost/x').then(
      () => null,
      (failure: unknown) => failure,
    )
    const rest = await toRestError(error)
    expect(rest).toMatchObject({ status: 404, message: 'No customer.', offline: false })
    expect(rest.serverMessage).toBe('No customer.')
  })

  it('read a failed connection as offline', async () => {
    const client = ky.create({
      retry: 0,
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const error = await client('http://localhost/x').then(
      () => null,
      (failure: unknown) => failure,
    )
    const rest = await toRestError(error)
    expect(rest).toMatchObject({ status: 0, offline: true })
    expect(rest.serverMessage).toBeNull()
  })

  it('have no message for people when the answer carried none (only ky’s English)', async () => {
    const client = ky.create({
      retry: 0,
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    })
    const error = await client('http://localhost/x').then(
      () => null,
      (failure: unknown) => failure,
    )
    const rest = await toRestError(error)
    expect(rest).toMatchObject({ status: 502, offline: false })
    expect(rest.message).toMatch(/status code 502/)
    expect(rest.serverMessage).toBeNull()
  })
})
