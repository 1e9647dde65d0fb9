import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { hashPassword } from '../../../auth/passwords.ts';

export interface NewUser {
  enterpriseId: string;
  name: string;
  email: string;
  password: string;
  roles: number[];
}

export async function createEnterprise(db: Queryable, name: string): Promise<string> {
  const id = newId();
  await db.query('INSERT INTO enterprises (id, name) VALUES ($1, $2)', [id, name]);
  return id;
}

/** Inserts a user with an argon2id password hash; answers the new id. */
export async function createUser(db: Queryable, user: NewUser): Promise<string> {
  const id = newId();
  await db.query(
    'INSERT INTO users (id, enterprise_id, name, email, password_hash, roles) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, user.enterpriseId, user.name, user.email, await hashPassword(user.password), user.roles],
  );
  return id;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; enterprise_id: string } | undefined> {
  const [row] = await db.query<{ id: string; enterprise_id: string }>(
    'SELECT id, enterprise_id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row;
}
